// Budgets of issue 14, shared by the benchmarks and the build check in tests/integration/first-load-budget.test.ts.

/** At most 100 KB (decimal, as the issue counts) of gzipped JavaScript before a page works. */
export const FIRST_LOAD_BUDGET_BYTES = 100_000;
