// Everything the framework-free ProducerStyleTestKit holds is part of ProducerStyleTest: tests import this one module,
// as RxTest users import RxTest.
@_exported import ProducerStyleTestKit
