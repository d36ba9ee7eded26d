import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@owner-portal/contract/constants';
import { loadTexts } from '../i18n/i18n.ts';

/** Rejects when a screen's chunk has not arrived after 120 s, so a stalled download ends in an error. */
export function withTimeout<T>(promise: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('Loading the screen timed out.')), ms);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A lazily loaded module, once it and the reader's texts of the namespaces it registered are there.
 * Every lazy part goes through here: the interface does not redraw when a namespace's texts arrive
 * (a redraw of every translated component, which cost the first screen a long task), so nothing may
 * draw before its texts.
 */
export async function loadWithTexts<T>(load: () => Promise<T>): Promise<T> {
  const module = await withTimeout(load());
  await withTimeout(loadTexts());
  return module;
}

/** A lazily loaded screen; `load` imports its module (the route table's tests read which one). */
export type LazyScreen<P extends object> = LazyExoticComponent<ComponentType<P>> & { load: () => Promise<unknown> };

/**
 * React.lazy for a named export, so feature files keep named exports only. The screen shows once its
 * module and the reader's texts of the namespaces it registered are there (decision 125).
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyScreen<P> {
  return Object.assign(
    lazy(async () => ({ default: (await loadWithTexts(load))[name] })),
    { load },
  );
}
