// WHEN TO USE: only through shell/src/early.ts (a directly opened page whose main read can start
// before its code has arrived). Endpoints need nothing: a GET of the same URL takes the answer.

interface Offer {
  body: Promise<unknown>;
  at: number;
}

/** An answer not taken by then is dropped: the page that wanted it was not opened after all. */
export const EARLY_READ_MAX_AGE_MS = 15_000;

const offers = new Map<string, Offer>();

/**
 * Hands over the answer to `GET url` that the page started before the app's code arrived:
 * `body` resolves to the parsed JSON of an OK answer and rejects otherwise. The first read of
 * `url` takes it instead of sending the same request again.
 */
export function offerEarlyRead(url: string, body: Promise<unknown>): void {
  body.catch(() => {});
  offers.set(url, { body, at: Date.now() });
}

/** The offered answer for `url`, once; none when it is too old. */
export function takeEarlyRead(url: string): Promise<unknown> | undefined {
  const offer = offers.get(url);
  if (!offer) return undefined;
  offers.delete(url);
  return Date.now() - offer.at <= EARLY_READ_MAX_AGE_MS ? offer.body : undefined;
}

/** A write may change what an early answer says: none is taken after one. */
export function dropEarlyReads(): void {
  offers.clear();
}
