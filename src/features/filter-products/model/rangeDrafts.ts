import { createContext, useContext, useEffect } from 'react';

/** a range's ends as typed in its fields ('' for an empty one), not yet in the address */
export interface RangeDraft {
  min: string;
  max: string;
}

/**
 * The ranges typed in the phone's drawer, by key: its "show N products" applies them, as a shopper who typed
 * a price and did not press the range's own "Apply" expects. Outside the drawer no one keeps them.
 */
export const RangeDrafts = createContext<Map<string, RangeDraft> | null>(null);

export function useRangeDraft(key: string, draft: RangeDraft) {
  const drafts = useContext(RangeDrafts);
  const { min, max } = draft;
  useEffect(() => {
    if (!drafts) return;
    drafts.set(key, { min, max });
    return () => void drafts.delete(key);
  }, [drafts, key, min, max]);
}
