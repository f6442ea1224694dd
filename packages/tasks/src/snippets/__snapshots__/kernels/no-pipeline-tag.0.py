# pip install -U kernels
from kernels import get_kernel

# version=1 picks the newest build on the kernel's v1 branch; see its model card
kernel = get_kernel("acme/demo-model", version=1)
print([name for name in dir(kernel) if not name.startswith("_")])
