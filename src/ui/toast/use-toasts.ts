import { useContext } from 'react';
import { ToastApiContext, ToastListContext, type ToastApi } from './toast-context';

export function useToasts(): ToastApi {
  const api = useContext(ToastApiContext);
  if (!api) throw new Error('useToasts must be used inside <ToastProvider>');
  return api;
}

export function useToastList() {
  return useContext(ToastListContext);
}
