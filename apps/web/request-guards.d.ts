import type { Request, RequestHandler } from 'express';

export declare function requestHost(req: Request): string;
export declare function sameOrigin(webUrl: string | undefined): RequestHandler;
export declare const readBody: RequestHandler;
