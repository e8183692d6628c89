import type { SessionUser } from '../common/session-user.js';
import { SessionUserHandoff } from './session-store.js';

const user = (id: number) => ({ id, email: `u${id}@example.com` }) as SessionUser;

describe('SessionUserHandoff', () => {
  it('hands the offered user to the same synchronous stretch, once, and only for its id', () => {
    const handoff = new SessionUserHandoff();
    handoff.offer(user(5));
    expect(handoff.take(6)).toBeUndefined();
    expect(handoff.take(5)).toEqual(user(5));
    expect(handoff.take(5)).toBeUndefined();
  });

  it('forgets an offer nobody took once the current microtask ends', async () => {
    const handoff = new SessionUserHandoff();
    handoff.offer(user(5));
    await Promise.resolve();
    expect(handoff.take(5)).toBeUndefined();
  });

  it('a later offer replaces an earlier one', () => {
    const handoff = new SessionUserHandoff();
    handoff.offer(user(5));
    handoff.offer(user(7));
    expect(handoff.take(5)).toBeUndefined();
    expect(handoff.take(7)).toEqual(user(7));
  });
});
