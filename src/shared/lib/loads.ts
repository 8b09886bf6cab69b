/**
 * An RTK Query `onQueryStarted` that logs a failed load. The spec shows no message for failed
 * loads: the page keeps its skeletons and the failure goes to the console.
 */
export async function logFailedLoad(_arg: unknown, { queryFulfilled }: { queryFulfilled: Promise<unknown> }) {
  try {
    await queryFulfilled;
  } catch (failure) {
    const cause = (failure as { error?: unknown }).error ?? failure;
    console.error('Get data failed: ', cause);
  }
}
