import type { RequestHandler } from 'express';

export declare const imageProxy: RequestHandler<{ file: string }>;
export declare const feedProxy: RequestHandler<{ token: string; id?: string }>;
