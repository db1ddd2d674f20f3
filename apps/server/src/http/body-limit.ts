/**
 * Request body limits: `limitBody` for every body but the FAQ form's, `limitUpload` for the FAQ form (its page and
 * its API call carry an image of up to MAX_IMAGE_BYTES in multipart). Over the limit: 413 PAYLOAD_TOO_LARGE.
 *
 * A declared Content-Length is checked as a number (Node's parser never reads past it); only bodies sent without
 * one are counted as they stream in (hono's bodyLimit, which turns the request into a full WHATWG Request, a cost
 * the usual JSON POST does not need to pay).
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../errors.ts";
import { MAX_IMAGE_BYTES } from "../features/content/image.ts";

export function bodyLimits(maxBytes: number): {
  limitBody: MiddlewareHandler;
  limitUpload: MiddlewareHandler;
} {
  const tooLarge = () => {
    throw new AppError("PAYLOAD_TOO_LARGE");
  };
  const limitStream = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  const limitBody: MiddlewareHandler = (c, next) => {
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      if (Number(length) > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE");
      return next();
    }
    return limitStream(c, next);
  };
  const limitUpload = bodyLimit({ maxSize: MAX_IMAGE_BYTES + 64 * 1024, onError: tooLarge });
  return { limitBody, limitUpload };
}
