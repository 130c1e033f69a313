/** Spec §4 "Agent": the health of a network proxy. Labels live in the agent_status dictionary (enums.ts). */
export const AgentStatus = { online: 0, offline: 1, unsupported: 2 } as const;
export type AgentStatusValue = (typeof AgentStatus)[keyof typeof AgentStatus];

/** Spec §4 "Deployment" (dictionary deployment_status). For an SSH jump host: deploying while a check runs. */
export const Deployment = { deploying: 0, success: 1, failed: 2 } as const;
export type DeploymentValue = (typeof Deployment)[keyof typeof Deployment];

/**
 * What a network proxy is. Only SSH jump hosts are reached today; a Gatehouse agent can be recorded but
 * there is no agent software yet, so it is always "unsupported" and never part of a chain.
 */
export const ProxyKind = { sshJumpHost: 0, gatehouseAgent: 1 } as const;
export type ProxyKindValue = (typeof ProxyKind)[keyof typeof ProxyKind];

export const ProxyAuthKind = { password: 'password', key: 'key' } as const;
export type ProxyAuthKindValue = (typeof ProxyAuthKind)[keyof typeof ProxyAuthKind];
