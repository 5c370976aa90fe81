/** Captcha images and checking the code a client typed for its own image. */
export { captchaRoutes } from './captcha.routes.js';
export { CAPTCHA, captchaCodeHash, checkCaptcha, createCaptcha } from './captcha.service.js';
