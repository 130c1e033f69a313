import type { AdoptBody, AdoptReply, Discovery, LocalUser } from '../../../shared/api/accountAdoption';

/** What is chosen for one local user to adopt: its account type (spec §3) and an optional password. */
export interface AdoptChoice {
  accountType: number;
  password: string;
}

/** The chosen local users by name (a name is unique on a host). */
export type AdoptChoices = Readonly<Record<string, AdoptChoice>>;

/** A user already managed under its name cannot be adopted again (the server refuses the whole request). */
export const isAdoptable = (user: Pick<LocalUser, 'managedAccountId'>) => user.managedAccountId === null;

/** A user just ticked: the account type the discovery suggests (privileged for root), no password. */
export const choiceOf = (user: Pick<LocalUser, 'accountType'>): AdoptChoice => ({
  accountType: user.accountType,
  password: '',
});

/** The adopt request: the chosen users in the host's order, a password only where one was typed. */
export function adoptBodyOf(assetId: number, users: readonly LocalUser[], choices: AdoptChoices): AdoptBody {
  const accounts = users.flatMap((user) => {
    const choice = choices[user.accountName];
    if (!choice || !isAdoptable(user)) return [];
    return [
      {
        accountName: user.accountName,
        accountType: choice.accountType === 1 ? 1 : 0,
        ...(choice.password === '' ? {} : { password: choice.password }),
      } as const,
    ];
  });
  return { assetId, accounts };
}

/** The discovery after an adoption: the adopted users now show as managed, with their new account ids. */
export function markAdopted(discovery: Discovery, reply: Pick<AdoptReply, 'added'>): Discovery {
  const added = new Map(reply.added.map((account) => [account.accountName, account.accountId]));
  return {
    ...discovery,
    users: discovery.users.map((user) => {
      const accountId = added.get(user.accountName);
      return accountId === undefined ? user : { ...user, managedAccountId: accountId };
    }),
  };
}
