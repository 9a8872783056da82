import type { RequestHandler } from 'express';

export declare const REQUEST_ID_HEADER: 'x-request-id';
export declare const currentRequestId: () => string | undefined;
export declare const requestLog: (write?: (line: string) => void) => RequestHandler;
