import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  loginSchema,
  otpRequestSchema,
  otpResetFormSchema,
  otpResetSchema,
  profileUpdateSchema,
  registerFormSchema,
  registerSchema,
} from './auth';
import { firstMessage, messages } from './test-utils';

const register = {
  fullName: 'Asha Devi',
  phoneNumber: '9876543210',
  email: 'asha@example.com',
  password: 'om namah 1',
};

describe('login', () => {
  it('accepts e-mail or phone, defaults rememberMe to false', () => {
    expect(loginSchema.parse({ emailOrPhone: ' asha@example.com ', password: 'x' })).toEqual({
      emailOrPhone: 'asha@example.com',
      password: 'x',
      rememberMe: false,
    });
    expect(loginSchema.parse({ emailOrPhone: '+91 98765 43210', password: 'x', rememberMe: true }).rememberMe).toBe(
      true,
    );
  });
  it('messages', () => {
    expect(firstMessage(loginSchema, { emailOrPhone: '', password: 'x' }, 'emailOrPhone')).toBe(
      'Email or phone number is required',
    );
    expect(firstMessage(loginSchema, { emailOrPhone: 'asha@', password: 'x' }, 'emailOrPhone')).toBe(
      'Please enter a valid email address or phone number',
    );
    expect(firstMessage(loginSchema, { emailOrPhone: '12345', password: 'x' }, 'emailOrPhone')).toBe(
      'Please enter a valid email address or phone number',
    );
    expect(firstMessage(loginSchema, { emailOrPhone: 'a@b.co', password: '' }, 'password')).toBe(
      'Password is required',
    );
  });
});

describe('register', () => {
  it('accepts a valid sign-up', () => {
    expect(registerSchema.parse(register)).toEqual(register);
  });
  it('name', () => {
    expect(firstMessage(registerSchema, { ...register, fullName: '' }, 'fullName')).toBe('Full name is required');
    expect(firstMessage(registerSchema, { ...register, fullName: 'A' }, 'fullName')).toBe(
      'Name must be at least 2 characters',
    );
  });
  it('phone needs at least 10 digits', () => {
    expect(firstMessage(registerSchema, { ...register, phoneNumber: '' }, 'phoneNumber')).toBe(
      'Phone number is required',
    );
    expect(firstMessage(registerSchema, { ...register, phoneNumber: '987654321' }, 'phoneNumber')).toBe(
      'Please enter a valid phone number',
    );
    expect(firstMessage(registerSchema, { ...register, phoneNumber: 'phone 9876543210' }, 'phoneNumber')).toBe(
      'Please enter a valid phone number',
    );
  });
  it('email', () => {
    expect(firstMessage(registerSchema, { ...register, email: 'asha.example.com' }, 'email')).toBe(
      'Please enter a valid email address',
    );
    expect(firstMessage(registerSchema, { ...register, email: `${'a'.repeat(250)}@x.in` }, 'email')).toBe(
      'Email address is too long',
    );
  });
  it('password 8 to 128, never trimmed', () => {
    expect(firstMessage(registerSchema, { ...register, password: '' }, 'password')).toBe('Password is required');
    expect(firstMessage(registerSchema, { ...register, password: '1234567' }, 'password')).toBe(
      'Password must be at least 8 characters',
    );
    expect(firstMessage(registerSchema, { ...register, password: '12345678' }, 'password')).toBeUndefined();
    expect(firstMessage(registerSchema, { ...register, password: 'x'.repeat(129) }, 'password')).toBe(
      'Password cannot exceed 128 characters',
    );
    expect(registerSchema.parse({ ...register, password: '  spaced  ' }).password).toBe('  spaced  ');
  });
  it('form confirmation', () => {
    const form = { ...register, confirmPassword: register.password };
    expect(registerFormSchema.safeParse(form).success).toBe(true);
    expect(messages(registerFormSchema, { ...form, confirmPassword: '' }).confirmPassword).toEqual([
      'Please confirm your password',
    ]);
    expect(messages(registerFormSchema, { ...form, confirmPassword: 'other pass' }).confirmPassword).toEqual([
      'Passwords do not match',
    ]);
    // The mismatch shows even while another field is wrong.
    expect(
      messages(registerFormSchema, { ...form, email: 'bad', confirmPassword: 'other pass' }).confirmPassword,
    ).toEqual(['Passwords do not match']);
  });
});

describe('OTP and password changes', () => {
  const reset = { email: 'asha@example.com', otp: '123456', newPassword: 'new secret' };
  it('OTP request needs a valid e-mail', () => {
    expect(otpRequestSchema.safeParse({ email: 'asha@example.com' }).success).toBe(true);
    expect(firstMessage(otpRequestSchema, { email: '' }, 'email')).toBe('Email address is required');
  });
  it('OTP is exactly 6 digits, numbers only', () => {
    expect(otpResetSchema.parse(reset)).toEqual(reset);
    expect(firstMessage(otpResetSchema, { ...reset, otp: '' }, 'otp')).toBe('OTP is required');
    for (const bad of ['12345', '1234567', '12a456', '12 456']) {
      expect(firstMessage(otpResetSchema, { ...reset, otp: bad }, 'otp')).toBe('OTP must be exactly 6 digits');
    }
    expect(firstMessage(otpResetSchema, { ...reset, newPassword: 'short' }, 'newPassword')).toBe(
      'Password must be at least 8 characters',
    );
  });
  it('reset form confirmation', () => {
    expect(messages(otpResetFormSchema, { ...reset, confirmPassword: 'different' }).confirmPassword).toEqual([
      'Passwords do not match',
    ]);
    expect(otpResetFormSchema.safeParse({ ...reset, confirmPassword: reset.newPassword }).success).toBe(true);
  });
  it('change password', () => {
    expect(changePasswordSchema.safeParse({ currentPassword: 'old', newPassword: 'new secret' }).success).toBe(true);
    expect(
      firstMessage(changePasswordSchema, { currentPassword: '', newPassword: 'new secret' }, 'currentPassword'),
    ).toBe('Current password is required');
    expect(firstMessage(changePasswordSchema, { currentPassword: 'old', newPassword: 'new' }, 'newPassword')).toBe(
      'Password must be at least 8 characters',
    );
  });
  it('profile update: all optional, each valid', () => {
    expect(profileUpdateSchema.parse({})).toEqual({});
    expect(profileUpdateSchema.parse({ fullName: ' Asha ' })).toEqual({ fullName: 'Asha' });
    expect(firstMessage(profileUpdateSchema, { email: 'nope' }, 'email')).toBe('Please enter a valid email address');
    expect(firstMessage(profileUpdateSchema, { phoneNumber: '123' }, 'phoneNumber')).toBe(
      'Please enter a valid phone number',
    );
  });
});
