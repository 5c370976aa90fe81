/**
 * Addresses that open the app at home or at registration (spec/01 section 2). The server
 * answers each with the app to any client; the app's router maps them to their screen.
 */
export const APP_ALIASES = {
  home: ['/', '/m', '/m/', '/m/index', '/m/index.html'],
  register: ['/register.html', '/m/register.html'],
} as const;
