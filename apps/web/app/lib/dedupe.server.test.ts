import { describe, expect, it } from 'vitest';
import { createDeduper } from './dedupe.server';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('createDeduper (refresh-token exchange)', () => {
  it('runs the task once for concurrent callers with the same key and gives them all its result', async () => {
    const started: string[] = [];
    const gate = deferred<string>();
    const refresh = createDeduper(
      (key: string) => {
        started.push(key);
        return gate.promise;
      },
      { reuseMs: 30_000 },
    );
    const answers = Promise.all([refresh.run('r1'), refresh.run('r1'), refresh.run('r1')]);
    gate.resolve('pair-2');
    await expect(answers).resolves.toEqual(['pair-2', 'pair-2', 'pair-2']);
    expect(started).toEqual(['r1']);
  });

  it('reuses a result within the reuse window and runs again after it', async () => {
    let time = 1_000;
    let runs = 0;
    const refresh = createDeduper(async (key: string) => `${key}-${++runs}`, { reuseMs: 30_000, now: () => time });
    await expect(refresh.run('r1')).resolves.toBe('r1-1');
    time += 29_999;
    await expect(refresh.run('r1')).resolves.toBe('r1-1');
    time += 1;
    await expect(refresh.run('r1')).resolves.toBe('r1-2');
  });

  it('keeps different keys apart', async () => {
    let runs = 0;
    const refresh = createDeduper(async (key: string) => `${key}-${++runs}`, { reuseMs: 30_000 });
    await expect(Promise.all([refresh.run('a'), refresh.run('b')])).resolves.toEqual(['a-1', 'b-2']);
  });

  it('does not remember a failure: the next caller tries again', async () => {
    let runs = 0;
    const refresh = createDeduper(
      async (key: string) => {
        runs += 1;
        if (runs === 1) throw new Error('API down');
        return `${key}-ok`;
      },
      { reuseMs: 30_000 },
    );
    const concurrent = [refresh.run('r1'), refresh.run('r1')];
    await expect(Promise.allSettled(concurrent)).resolves.toEqual([
      { status: 'rejected', reason: new Error('API down') },
      { status: 'rejected', reason: new Error('API down') },
    ]);
    await expect(refresh.run('r1')).resolves.toBe('r1-ok');
    expect(runs).toBe(2);
  });

  it('forgets expired entries', async () => {
    let time = 0;
    const refresh = createDeduper(async (key: string) => key, { reuseMs: 10, now: () => time });
    await refresh.run('a');
    await refresh.run('b');
    expect(refresh.size()).toBe(2);
    time = 11;
    expect(refresh.size()).toBe(0);
  });
});
