// The sign-in page's one script (signin.html): the form is in the page and usable before this runs. It keeps the
// member's colour mode, enables Sign in once both fields are filled, sends the SignIn mutation and shows the server's
// message inline (a wrong name or password with the tries left: sign-in-failure.ts; the user name kept, the password
// cleared), or stores the user and loads the client where the
// member was going. React, Chakra and Apollo load only then, with the signed-in client.

import { SignInMutation } from '../domains/auth/auth.documents';
import { storeUser } from '../platform/app/auth-state';
import { GraphqlRequestError, graphqlRequest } from '../platform/app/graphql-request';
import { DEFAULT_ROUTE } from '../platform/app/screen-access';
import { takeReturnPath, takeSignInNotice } from '../platform/app/sign-in-page';
import { signInFailureMessage } from './sign-in-failure';

// The colour mode the member chose in the client (next-themes keeps it under 'theme'); the page's CSS follows the
// system setting otherwise.
const chosenMode = localStorage.getItem('theme');
if (chosenMode === 'dark' || chosenMode === 'light') document.documentElement.classList.add(chosenMode);

const form = document.querySelector<HTMLFormElement>('#signin')!;
const username = form.querySelector<HTMLInputElement>('#username')!;
const password = form.querySelector<HTMLInputElement>('#password')!;
const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const error = form.querySelector<HTMLElement>('#signin-error')!;
const notice = document.querySelector<HTMLElement>('#signin-notice')!;

notice.textContent = takeSignInNotice() ?? '';
// The first field takes the focus here rather than by `autofocus`, and only when the member has not already
// clicked or tabbed into the form while this script loaded.
if (document.activeElement === document.body) username.focus();

let sending = false;
const fillable = () => {
  submit.disabled = sending || !username.value.trim() || !password.value;
};
form.addEventListener('input', fillable);
fillable();

function showError(message: string) {
  error.textContent = message;
  password.setAttribute('aria-invalid', 'true');
  password.value = '';
  password.focus();
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (sending) return;
  sending = true;
  error.textContent = '';
  password.removeAttribute('aria-invalid');
  submit.setAttribute('aria-busy', 'true');
  fillable();
  graphqlRequest(SignInMutation, { username: username.value.trim(), password: password.value })
    .then(({ login }) => {
      storeUser({ id: login.id, name: login.name, login: login.login });
      window.location.assign(takeReturnPath(window.location.search, DEFAULT_ROUTE));
    })
    .catch((failure: unknown) => {
      sending = false;
      submit.removeAttribute('aria-busy');
      const message = failure instanceof Error && failure.message ? failure.message : 'Login failed';
      showError(signInFailureMessage(message, failure instanceof GraphqlRequestError ? failure.extensions : undefined));
      fillable();
    });
});
