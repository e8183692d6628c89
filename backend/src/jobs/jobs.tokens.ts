/** Whether this process runs job processors (always without Redis; the worker; JOBS_IN_API). */
export const JOBS_PROCESS = Symbol('JOBS_PROCESS');
/** The registered job queue names (a ReadonlySet<string>). */
export const JOB_NAMES = Symbol('JOB_NAMES');
/** Where jobs wait and run: BullBackend on Redis, InProcessBackend without. */
export const JOB_BACKEND = Symbol('JOB_BACKEND');
