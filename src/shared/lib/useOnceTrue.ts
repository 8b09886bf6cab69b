import { useState } from 'react';

/**
 * True from the first render where `condition` holds, and for good after that: what a component
 * loaded on demand (a modal, a drawer) uses to fetch its code when first needed and then stay mounted,
 * so its closing transition and focus return still run.
 */
export function useOnceTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition);
  // adjusting state while rendering, as React's docs do for "information from previous renders"
  if (condition && !seen) setSeen(true);
  return seen || condition;
}
