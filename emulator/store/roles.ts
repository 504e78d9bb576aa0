/** Users' assigned roles (`user_roles`), read by the OpenID provider's scopes and the session's roles. */
import { str } from './db';
import { repository } from './repository';

export interface RolesRepository {
  /** The roles assigned to a user (not counting the implicit `stytch_user`), sorted. */
  list(userId: string): string[];
  /** Replaces the user's assigned roles. */
  set(projectId: string, userId: string, roles: string[]): void;
}

export const roles = repository<RolesRepository>({
  dataTables: ['user_roles'],
  migrations: {
    8: `
  CREATE TABLE user_roles (
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    project_id TEXT NOT NULL,
    role_id TEXT NOT NULL,
    PRIMARY KEY (user_id, role_id)
  );`,
  },
  open: (db) => ({
    list: (userId) =>
      db
        .all('SELECT role_id FROM user_roles WHERE user_id = ? ORDER BY role_id', [userId])
        .map((r) => str(r.role_id)),
    set: (projectId, userId, assigned) => {
      db.run('DELETE FROM user_roles WHERE user_id = ?', [userId]);
      for (const role of new Set(assigned)) {
        db.run('INSERT INTO user_roles (user_id, project_id, role_id) VALUES (?, ?, ?)', [
          userId,
          projectId,
          role,
        ]);
      }
    },
  }),
});
