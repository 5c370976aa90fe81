/** API paths, named once for server routes and the web client. */
export const API = {
  health: '/healthz',
  system: {
    status: '/wps/system/status',
    whitelabel: '/wps/system/whitelabel',
    template: '/wps/system/setting/template',
    country: '/wps/system/country',
    customerService: '/wps/system/customerService',
  },
} as const;
