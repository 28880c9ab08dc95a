import {
  isBlank, invalid, validatePassword, validatePasswordRepeat, VALID, type ValidationResult,
} from '@casino/domain/validation';
import { ProfilePort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { serverFieldTexts } from '../../../shared/errors/server-error-text.ts';
import { fieldMessageOf, type FieldMessage } from '../../../shared/forms/field-message.ts';
import { failureNotice, type NoticeKind } from '../kit/notice-kind.ts';

export type PasswordField = 'old_password' | 'new_password' | 'new_password_repeat';

/** Change of password: the current one, a new one by the password rules, and the new one again. */
@injectable()
export class PasswordViewModel {
  values: Record<PasswordField, string> = { old_password: '', new_password: '', new_password_repeat: '' };
  serverErrors: Partial<Record<PasswordField, FieldMessage>> = {};
  showErrors = false;
  pending = false;
  notice: NoticeKind | null = null;

  constructor(@inject(ProfilePort) private readonly profile: ProfilePort) {
    makeAutoObservable<this, 'profile'>(this, { profile: false }, { autoBind: true });
  }

  setValue(field: PasswordField, value: string): void {
    this.values[field] = value;
    delete this.serverErrors[field];
    this.notice = null;
  }

  private rule(field: PasswordField): ValidationResult {
    const v = this.values;
    if (field === 'old_password') return isBlank(v.old_password) ? invalid('insertPassword') : VALID;
    if (field === 'new_password') return validatePassword(v.new_password);
    return validatePasswordRepeat(v.new_password_repeat, v.new_password);
  }

  problem(field: PasswordField): FieldMessage | undefined {
    return this.serverErrors[field] ?? (this.showErrors ? fieldMessageOf(this.rule(field)) : undefined);
  }

  async submit(): Promise<boolean> {
    if (this.pending) return false;
    this.showErrors = true;
    const fields: PasswordField[] = ['old_password', 'new_password', 'new_password_repeat'];
    if (fields.some((f) => !this.rule(f).ok)) return false;
    this.pending = true;
    this.notice = null;
    const v = this.values;
    const result = await this.profile.changePassword({ oldPassword: v.old_password, newPassword: v.new_password, repeat: v.new_password_repeat });
    return runInAction(() => {
      this.pending = false;
      if (result.ok) {
        this.values = { old_password: '', new_password: '', new_password_repeat: '' };
        this.showErrors = false;
        this.notice = 'saved';
        return true;
      }
      this.serverErrors = serverFieldTexts(result.error);
      if (Object.keys(this.serverErrors).length === 0) this.notice = failureNotice(result.error);
      return false;
    });
  }
}
