import type { Ref } from 'react';

/** One ref callback that fills several refs (a component's own and the one it was given). */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (element: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    }
  };
}
