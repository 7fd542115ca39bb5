import { RadioGroup } from '@phrasebook/ui/lean';
import { userRoles, type UserRole } from '@phrasebook/domain/account-choices';

const roleLabels: Record<UserRole, { label: string; description: string }> = {
  learner: { label: 'Learner', description: 'I am here to learn a language' },
  helper: { label: 'Helper', description: 'I want to help friends learn a language I know' },
  both: { label: 'Both', description: 'I want to learn and to help' },
};

const roleOptions = userRoles.map((role) => ({ value: role, ...roleLabels[role] }));

export interface RoleFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** docs/product.md §1: the role chosen at sign-up (learner, helper or both). */
export function RoleField({ value, onChange, error }: RoleFieldProps) {
  return (
    <RadioGroup
      label="How will you use the app?"
      options={roleOptions}
      value={value}
      onChange={onChange}
      error={error}
      required
    />
  );
}
