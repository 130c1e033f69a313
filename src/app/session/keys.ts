/** Query keys of the signed-in session. Kept apart from queries.ts so the data layer can clear them. */
export const sessionKeys = {
  all: () => ['session'] as const,
  info: () => [...sessionKeys.all(), 'info'] as const,
  menus: (lang: string) => [...sessionKeys.all(), 'menus', lang] as const,
};
