import { AsyncLocalStorage } from 'node:async_hooks';
import { RequestContext, type EntityManager, type MikroORM } from '@mikro-orm/core';
import type { RequestHandler } from 'express';

/**
 * The EntityManager of one request, forked the first time the request uses it. MikroORM's own
 * request context forks eagerly on every request, and a fork is not free (a new unit of work and
 * identity map, and two configuration writes that reach `process.env`); most reads here never
 * touch it (they read plain rows), so they should not pay for it.
 */
class LazyForks {
  private fork?: EntityManager;
  private forking = false;

  constructor(private readonly root: EntityManager) {}

  get(name: string): EntityManager | undefined {
    if (name !== this.root.name || this.forking) return undefined;
    if (!this.fork) {
      // While forking, MikroORM asks the new EntityManager for its context: it is itself then.
      this.forking = true;
      try {
        this.fork = this.root.fork({ useContext: true, disableContextResolution: true });
      } finally {
        this.forking = false;
      }
    }
    return this.fork;
  }
}

const storage = new AsyncLocalStorage<LazyForks>();

/**
 * MikroORM's `context` option: the current request's EntityManager, or whatever MikroORM's own
 * RequestContext holds (e.g. `@CreateRequestContext` in a job), or undefined (the global one).
 */
export function currentEntityManager(name: string): EntityManager | undefined {
  return storage.getStore()?.get(name) ?? RequestContext.getEntityManager(name);
}

/**
 * Gives every request its own (lazily forked) EntityManager. Mount it after the session
 * middleware, as MikroORM's own middleware is: callbacks of the session store would not carry the
 * async context.
 */
export function requestContext(orm: MikroORM): RequestHandler {
  return (_req, _res, next) => storage.run(new LazyForks(orm.em), next);
}
