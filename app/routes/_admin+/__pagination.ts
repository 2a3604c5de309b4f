// The admin lists' paging: app/components/pagination.tsx with the admin's texts and classes.

/** What every admin list gives `<Pagination>`: links that keep the list's filters (`search`, the page's query). */
export function adminPagination(search: string) {
  return {
    namespace: "admin",
    className: "admin-pagination",
    currentClassName: "muted small",
    href: (page: number) => {
      const params = new URLSearchParams(search);
      params.set("page", String(page));
      return `?${params}`;
    },
  } as const;
}
