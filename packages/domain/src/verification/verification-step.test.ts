import { describe, expect, it } from 'vitest';
import { verificationBaseUrl, verificationStep } from './verification-step';

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
