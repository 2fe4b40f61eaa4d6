// English of features/auth/text.ts.
import type { Translation } from '@sugu/domain';
import type { authText, oauthText } from './text';

export const authEn: Translation<typeof authText> = {
  password: {
    show: 'Show password',
    hide: 'Hide password',
    showPin: 'Show PIN',
    hidePin: 'Hide PIN',
  },
  login: {
    title: 'Log in',
    welcome: 'Welcome back',
    intro: 'Log in to order, follow your favourite shops and chat with sellers.',
    identifier: 'Email or username',
    password: 'Password',
    submit: 'Log in',
    submitting: 'Logging in...',
    or: 'or',
    google: 'Continue with Google',
    noAccount: "Don't have an account?",
    signUp: 'Create an account',
    oauthErrors: {
      oauth_failed: 'Signing in with Google failed. Please try again.',
      google_unavailable: "Signing in with Google isn't available right now.",
      missing_user_info: 'Some sign-in details are missing. Please log in again.',
    },
  },
  signUp: {
    title: 'Create an account',
    step: 'Step {0}/{1}',
    back: 'Back',
    next: 'Next',
    finish: 'Finish',
    skip: 'Skip',
    sending: 'Signing up...',
    haveAccount: 'Already have an account?',
    login: 'Log in',
    role: {
      Client: { label: 'Customer', text: 'I browse shops and order products.' },
      Vendeur: { label: 'Seller', text: 'I open my shop and sell my products.' },
      title: 'Who are you?',
      hint: "Choose how you'll use Sugu.",
    },
    identity: {
      firstName: 'First name',
      name: 'Surname',
      title: 'Tell us about you',
      gender: 'Gender',
      Homme: 'Male',
      Femme: 'Female',
    },
    location: {
      title: 'Where do you live?',
      country: 'Country',
      city: 'City',
      cityPlaceholder: 'e.g. Accra',
      area: 'Area',
      areaPlaceholder: 'e.g. Osu',
    },
    contact: {
      title: 'Your number',
      hint: 'The number of your mobile money account.',
      phone: 'Phone',
      dialCode: 'Country code',
      operator: 'Network',
    },
    credentials: {
      title: 'Your account',
      username: 'Username',
      usernameHint: '4 to 17 lowercase letters or numbers',
      email: 'Email',
      password: 'Password',
      passwordHint: 'At least 8 characters, one capital letter and one number',
      confirmPassword: 'Confirm password',
    },
    pin: {
      title: 'Your PIN',
      hint: "You'll use this 4-digit code to confirm payments and changes.",
      pin: 'PIN',
      confirmPin: 'Confirm PIN',
    },
    photo: {
      title: 'Profile picture',
      hint: 'Optional: add a photo so sellers recognise you.',
      choose: 'Choose a photo',
      change: 'Change photo',
      remove: 'Remove photo',
      preview: 'Profile picture preview',
    },
    done: { redirect: 'Taking you to log in...', login: 'Log in' },
  },
};

export const oauthEn: Translation<typeof oauthText> = {
  connecting: 'Logging you in...',
  hint: "We're finishing your Google sign-in.",
};
