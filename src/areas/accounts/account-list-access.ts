/** What the administrator may see in the users list: the school year and the names need their own right. */
export type AccountListAccess = { schoolYear: boolean; fullNames: boolean };
