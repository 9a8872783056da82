import type { RequestHandler } from 'express';

export declare const imageProxy: RequestHandler<{ file: string }>;
