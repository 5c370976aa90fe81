/**
 * Why a social login was refused. The reason is logged for operators; the user only ever sees
 * `oidc.failed`, so a probe learns nothing about which check it tripped.
 */
export class OidcFailure extends Error {
  constructor(readonly reason: string) {
    super(`social login refused: ${reason}`);
    this.name = 'OidcFailure';
  }
}
