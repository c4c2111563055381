export const layoutKeys = {
  all: ['/api/layout'] as const,
};
