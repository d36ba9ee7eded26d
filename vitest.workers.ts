import { availableParallelism } from 'node:os';

/**
 * Test files run at once. Vitest's default is one less than the cores, which on a 2-core CI machine
 * is one: a single file at a time, with the other core idle whenever that file waits on a database
 * or a child process. At least two (docs/performance.md "Test run time").
 */
export const maxWorkers = Math.max(2, availableParallelism() - 1);
