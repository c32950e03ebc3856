import NotFound from '@/components/Exception/NotFound';

export default NotFound;
