// The signed-in member with their team type's roles (the landing follows them), pages and menu (three levels: group,
// collapse, item).
import { graphql } from '../../gql';

export const MeQuery = graphql(`
  query Me {
    me {
      id
      name
      login
      pages
      mustChangePassword
      teamType { id fieldStaff managesBrands takesTargets }
      menu {
        ...MenuEntry
        children {
          ...MenuEntry
          children { ...MenuEntry }
        }
      }
    }
  }
  fragment MenuEntry on MenuItem { id title type icon url external target }
`);

export const LogoutMutation = graphql(`
  mutation Logout { logout }
`);
