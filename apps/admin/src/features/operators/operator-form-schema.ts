import { ADMIN_ROLES, adminOperatorEndpoints as endpoints } from '@lotto/contract';
import { z } from 'zod/mini';

const rules = endpoints.newOperatorBody.shape;

/**
 * A new operator as the owner fills it in: the contract's username and role, and either a
 * password by the contract's rule or none (the server generates one and answers it once).
 */
export const operatorFormSchema = z
  .object({
    username: rules.username,
    role: z.enum(ADMIN_ROLES),
    generate: z.boolean(),
    password: z.string(),
  })
  .check(
    z.refine((v) => v.generate || endpoints.operatorPassword.safeParse(v.password).success, {
      path: ['password'],
      message: 'weakPassword',
    }),
  );
export type OperatorFormValues = z.infer<typeof operatorFormSchema>;

/** The form's values as the endpoint's body: no password when the server makes one. */
export const bodyOf = (v: OperatorFormValues) => ({
  username: v.username.trim().toLowerCase(),
  role: v.role,
  ...(v.generate ? {} : { password: v.password }),
});
