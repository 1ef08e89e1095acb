import { FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { INVITATION_DAYS } from '../../../../server/contract/invitations';
import { DEFAULT_SECURITY_POLICY } from '../../../../server/contract/security-policy';
import { usePasswordRules } from '../../api/account';
import { PasswordRulesList } from '../account/security/PasswordRulesList';
import { isSignInChoice, type SignInChoice } from './member-sign-in';

interface SignInChoiceFieldProps {
  choice: SignInChoice;
  onChoice: (choice: SignInChoice) => void;
  password: string;
  onPassword: (password: string) => void;
}

const LABELS = {
  invite: 'invitation.add.invite',
  password: 'invitation.add.password',
  none: 'invitation.add.none',
} as const;

/** The Add team member dialog's part about sign-in: the three ways, and what each one means. */
export function SignInChoiceField({ choice, onChoice, password, onPassword }: SignInChoiceFieldProps) {
  const intl = useIntl();
  // The organization's password rules (the security policy), as the server checks them.
  const rules = usePasswordRules().data ?? DEFAULT_SECURITY_POLICY.passwordPolicy;
  return (
    <>
      <RadioGroup
        label={intl.formatMessage({ id: 'invitation.add.signIn' })}
        name="add-member-sign-in"
        selectedValue={choice}
        onChange={(event) => {
          const { value } = event.currentTarget;
          if (isSignInChoice(value)) onChoice(value);
        }}
      >
        {(Object.keys(LABELS) as SignInChoice[]).map((value) => (
          <Radio key={value} value={value} label={intl.formatMessage({ id: LABELS[value] })} />
        ))}
      </RadioGroup>
      {choice === 'invite' && (
        <p className="settings-hint">
          {intl.formatMessage({ id: 'invitation.add.inviteHelp' }, { days: INVITATION_DAYS })}
        </p>
      )}
      {choice === 'password' && (
        <FormGroup
          label={intl.formatMessage({ id: 'team.dialog.password' })}
          labelFor="add-member-password"
          helperText={<PasswordRulesList rules={rules} password={password} />}
        >
          <InputGroup
            id="add-member-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => onPassword(event.target.value)}
            required
          />
        </FormGroup>
      )}
      {choice === 'none' && (
        <p className="settings-hint">{intl.formatMessage({ id: 'practitioners.add.noSignInHelp' })}</p>
      )}
    </>
  );
}
