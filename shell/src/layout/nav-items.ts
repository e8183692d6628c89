/** The sidebar's entries, in order, as the spec lists them. */
export const NAV_ITEMS = [
  { label: 'Modules', to: '/modules' },
  { label: 'Campaigns', to: '/campaigns' },
  { label: 'Email Concepts', to: '/email-concepts' },
  { label: 'Content Calendar', to: '/content-calendar' },
  { label: 'Brand Settings', to: '/brand-settings' },
  { label: 'Email Strategy', to: '/email-strategy' },
  { label: 'Anthropic API Test', to: '/anthropic-test' },
] as const;
