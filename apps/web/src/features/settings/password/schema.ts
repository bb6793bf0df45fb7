import { changePasswordRequestSchema, z } from '@bp/api-schema';
import { PASSWORDS_DIFFER, REPEAT_PASSWORD } from '../../auth';

/**
 * The password change form: the current password, the new one twice. The API schema's rules
 * (the registration's) are shown as its Dutch messages; the repeat is checked here.
 */
export const changePasswordFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), newPasswordRepeat: z.string() })
  .transform((form, ctx) => {
    const request = changePasswordRequestSchema.safeParse({
      currentPassword: form.currentPassword,
      newPassword: form.newPassword,
    });
    if (!request.success) {
      for (const issue of request.error.issues) {
        ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
      }
    }
    let repeated = true;
    if (form.newPasswordRepeat === '') {
      ctx.addIssue({ code: 'custom', path: ['newPasswordRepeat'], message: REPEAT_PASSWORD });
      repeated = false;
    } else if (form.newPasswordRepeat !== form.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPasswordRepeat'], message: PASSWORDS_DIFFER });
      repeated = false;
    }
    return request.success && repeated ? request.data : z.NEVER;
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
