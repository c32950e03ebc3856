/** Token as stored by the client (SPEC §3). expiresIn is in seconds, issuedAt in epoch ms. */
export interface Token {
  accessToken: string;
  expiresIn: number;
  issuedAt: number;
  rememberMe: boolean;
}

export type TokenStatus = 'VALID' | 'EXPIRING_SOON' | 'EXPIRED' | 'NOT_EXIST';

export interface LoginParams {
  username: string;
  password: string;
  credentialType: 'password';
  rememberMe?: boolean;
}

export interface MfaLoginParams {
  username: string;
  otpToken: string;
  code: string;
  credentialType: 'otp';
  rememberMe?: boolean;
}

export interface SignupParams {
  username: string;
  password: string;
  email?: string;
  phoneNumber?: string;
}

/** What the server answers to a token request. */
export interface TokenResponse {
  accessToken: string;
  expiresIn: number;
  issuedAt: number;
}

/** Login answers either with a token or with an MFA challenge. */
export interface MfaChallenge {
  mfaRequired: true;
  otpToken: string;
  username: string;
  phoneNumber: string;
}
export type LoginResponse = TokenResponse | MfaChallenge;

export interface ForgetPasswordParams {
  username: string;
}
export interface ResetPasswordParams {
  username: string;
  code: string;
  password: string;
}
