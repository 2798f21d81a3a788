import { roles, users } from '../db/schema/index.ts';

/** The columns of the `userData` every sign-in answer and session carries (users joined to roles). */
export const userDataColumns = {
  id: users.id,
  fullName: users.fullName,
  username: users.username,
  avatar: users.avatar,
  email: users.email,
  role: roles.name,
};
