/** Messages of the access-control rules: no escalation, nobody changes their own access. */
export const accessMessages = {
  ownAccessRefused: {
    zh: '不能修改自己的访问权限，请由其他管理员操作',
    en: 'You cannot change your own access: another administrator must do it',
  },
  deptReachNotHeld: {
    zh: '您对该部门没有要授予的权限范围，不能授予该部门角色',
    en: 'You do not hold the reach over this department that this department role hands out',
  },
  targetHoldsMore: {
    zh: '用户 {{user}} 拥有您没有的权限（{{permission}}），不能管理该用户',
    en: 'User {{user}} holds a permission you do not ({{permission}}): you cannot manage this user',
  },
  targetSupervisesBeyond: {
    zh: '用户 {{user}} 是您无权管理的部门（{{dept}}）的主管，不能管理该用户',
    en: 'User {{user}} supervises a department you cannot manage ({{dept}}): you cannot manage this user',
  },
  memberGrantsNotHeld: {
    zh: '该用户组或部门拥有资产 {{asset}} 的授权，您不能授予该授权，因此不能为其添加成员',
    en: 'This user group or department holds an authorisation on asset {{asset}} that you cannot grant: you cannot add members to it',
  },
  memberSafesNotHeld: {
    zh: '该用户组管理保险箱“{{coffer}}”，您无权管理该保险箱，因此不能为其添加成员',
    en: 'This user group manages the safe "{{coffer}}", which you do not manage: you cannot add members to it',
  },
  selfGrantRefused: {
    zh: '不能给自己（或自己所在的用户组、部门）授权，请由其他管理员操作',
    en: 'You cannot authorise yourself (or a group or department you belong to): another administrator must do it',
  },
} as const;
