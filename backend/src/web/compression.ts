import { constants } from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers by the request's Accept-Encoding (brotli before gzip), with the `compression`
 * middleware. Left alone: answers under 1 KB, event streams (a job's progress must reach the
 * browser as it is written, not when a compressor's buffer fills), and files the build already
 * compressed (they carry their Content-Encoding, see web.ts). Brotli runs at quality 4, as fast
 * as gzip's default level and smaller; the static files are compressed once at build time at
 * brotli's highest quality instead.
 */
export function compressAnswers(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    filter: (req, res) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (type.startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
}
