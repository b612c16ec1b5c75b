/**
 * The dashboard makes no server calls yet: the spec does not show its content (docs/product/console.md §1), so it
 * greets the user from the session and links to every content area. Its query keys live here
 * when it gains widgets.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};
