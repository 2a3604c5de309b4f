// Loads the page's data again after a change made with fetch (a sheet saved by
// the tap-along editor): a navigation to the same URL, in place. (Remix's
// useRevalidator does the same, but its code would join every page's first load.)
import { useLocation, useNavigate } from "@remix-run/react";

export function useReloadData(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => navigate(pathname + search, { replace: true, preventScrollReset: true });
}
