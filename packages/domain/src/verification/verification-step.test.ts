import { describe, expect, it } from 'vitest';
import { verificationActionId, verificationBaseUrl, verificationStep } from './verification-step';

describe('verificationStep', () => {
  it('starts for a player neither verified nor under review', () => {
    expect(verificationStep({ isVerified: false, isOnVerification: false })).toBe('start');
    expect(verificationStep({ isVerified: false, isOnVerification: false }, true)).toBe('start');
  });
  it('shows the review while documents are checked, verified or not', () => {
    expect(verificationStep({ isVerified: false, isOnVerification: true })).toBe('verification');
    expect(verificationStep({ isVerified: true, isOnVerification: true }, true)).toBe('verification');
  });
  it('is completed for a verified player, and change once the player asks to update the documents', () => {
    expect(verificationStep({ isVerified: true, isOnVerification: false })).toBe('completed');
    expect(verificationStep({ isVerified: true, isOnVerification: false }, true)).toBe('change');
  });
});

describe('verificationBaseUrl', () => {
  it('accepts a bare http(s) origin only', () => {
    expect(verificationBaseUrl({ sumsubBaseUrl: 'https://in.example.com' })).toBe('https://in.example.com');
    expect(verificationBaseUrl({ sumsubBaseUrl: 'https://in.example.com/path' })).toBeNull();
    expect(verificationBaseUrl({ sumsubBaseUrl: 'javascript:alert(1)' })).toBeNull();
    expect(verificationBaseUrl({ sumsubBaseUrl: 'not a url' })).toBeNull();
    expect(verificationBaseUrl(undefined)).toBeNull();
  });
});

describe('verificationActionId', () => {
  it('passes a short plain identifier on and drops anything else', () => {
    expect(verificationActionId('kyc-withdrawal-7.1:a_b')).toBe('kyc-withdrawal-7.1:a_b');
    expect(verificationActionId('x'.repeat(128))).toBe('x'.repeat(128));
    expect(verificationActionId('x'.repeat(129))).toBeNull();
    expect(verificationActionId('a b')).toBeNull();
    expect(verificationActionId('<script>')).toBeNull();
    expect(verificationActionId('')).toBeNull();
    expect(verificationActionId(null)).toBeNull();
  });
});
