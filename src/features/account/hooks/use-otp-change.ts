import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { track } from '../../analytics';
import { SEND_MY_ACC_OTP, VERIFY_MY_ACC_OTP, type OtpResult } from '../api/account.graphql';
import { VERIFICATION_EVENTS, type OtpType } from '../constants';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { useMutationStatus, type MutationStatus } from './use-mutation-status';

export interface OtpChangeView {
  value: string;
  setValue: (value: string) => void;
  otp: string;
  setOtp: (value: string) => void;
  /** An OTP has been sent for `value`: the form now asks for it. */
  sent: boolean;
  send: (event: FormEvent) => void;
  verify: (event: FormEvent) => void;
  status: MutationStatus;
}

function outcome(result: OtpResult | null | undefined): string {
  if (!result?.success) throw new Error(result?.message || M.failed);
  return result.message ?? '';
}

/**
 * A new mobile number or personal e-mail, confirmed by the one-time password the shop sends to it (the
 * sandbox writes it to the outbox). Each step is SPEC 7.3's verification event for the type.
 */
export function useOtpChange(type: OtpType): OtpChangeView {
  const [value, setValue] = useState('');
  const [otp, setOtp] = useState('');
  const [sentFor, setSentFor] = useState<string | null>(null);
  const [sendOtp] = useMutation<{ sendMyAccOtp: OtpResult | null }>(SEND_MY_ACC_OTP);
  // Verified: the customer's details are asked for again, with the new contact in them.
  const [verifyOtp] = useMutation<{ verifyMyAccOtp: OtpResult | null }>(VERIFY_MY_ACC_OTP, {
    refetchQueries: ['GetAccountInformation'],
    awaitRefetchQueries: true,
  });
  const { status, run } = useMutationStatus();
  const event = (step: string) => track(VERIFICATION_EVENTS[type], { verification_step: step });

  return {
    value,
    setValue: (next) => {
      setValue(next);
      if (next.trim() !== sentFor) setSentFor(null);
    },
    otp,
    setOtp,
    sent: sentFor !== null,
    send: (e) => {
      e.preventDefault();
      const target = value.trim();
      void run(async () => {
        const { data } = await sendOtp({ variables: { input: { type, value: target } } });
        const message = outcome(data?.sendMyAccOtp);
        setSentFor(target);
        setOtp('');
        event('otp_sent');
        return message;
      });
    },
    verify: (e) => {
      e.preventDefault();
      void run(async () => {
        const { data } = await verifyOtp({
          variables: { input: { type, value: sentFor ?? value.trim(), otp: otp.trim() } },
        });
        try {
          const message = outcome(data?.verifyMyAccOtp);
          event('verified');
          setSentFor(null);
          setValue('');
          setOtp('');
          return message;
        } catch (error) {
          event('failed');
          throw error;
        }
      });
    },
    status,
  };
}
