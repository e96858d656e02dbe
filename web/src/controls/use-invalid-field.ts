// A field reports the value it holds but the lab refused, so the page can
// say that runs go on with the value in use (and name the field to fix).
import { useEffect, useId, useMemo, type RefObject } from 'react';
import { useLabContext } from '../ui/lab-context';

/** `typed` and `inUse` while the field holds a refused value; `typed` null when it holds none. */
export function useInvalidField(label: string, typed: string | null, inUse: string, input: RefObject<HTMLElement | null>): void {
  const { store } = useLabContext();
  const key = useId();
  const focus = useMemo(() => () => input.current?.focus(), [input]);
  useEffect(() => {
    store.getState().setInvalidField(key, typed === null ? null : { label, typed, inUse, focus });
  }, [store, key, label, typed, inUse, focus]);
  useEffect(() => () => store.getState().setInvalidField(key, null), [store, key]);
}
