// Sign-in: the gateway checks the credentials upstream and sets the HttpOnly session cookie.
import { graphql } from '../../gql';

export const SignInMutation = graphql(`
  mutation SignIn($username: String!, $password: String!) {
    login(username: $username, password: $password) { id name login }
  }
`);
